/**
 * The feedback widget's behaviour (loaded by ./index.ts when needed): a
 * choice presses its button and opens the comment form; the form posts
 * JSON to /x/feedback; 201 shows the thank-you state, 429 the rate-limit
 * message, anything else a retryable error. What the reader typed is only
 * ever read from the textarea and sent, never written into the page.
 */
import { FEEDBACK_PATH, MAX_COMMENT_LENGTH } from '../../lib/feedback';

type Choice = 'yes' | 'no';

export interface FeedbackWidget {
  choose(choice: Choice): void;
}

/** Wires one widget section; returns a handle to apply a choice made before it loaded. */
export function mountFeedback(section: HTMLElement, post: typeof fetch = (input, init) => fetch(input, init)): FeedbackWidget {
  const buttons = [...section.querySelectorAll<HTMLButtonElement>('[data-feedback-choice]')];
  const form = section.querySelector<HTMLFormElement>('form[data-feedback-form]');
  const textarea = form?.querySelector<HTMLTextAreaElement>('textarea');
  const count = section.querySelector<HTMLElement>('[data-feedback-count]');
  const send = section.querySelector<HTMLButtonElement>('[data-feedback-send]');
  const status = section.querySelector<HTMLElement>('[data-feedback-status]');
  const msg = (name: string) => section.dataset[name] ?? '';
  let choice: Choice | undefined;
  let busy = false;
  let done = false;

  const say = (text: string, state?: 'error' | 'done') => {
    if (state) section.dataset.feedbackState = state;
    else delete section.dataset.feedbackState;
    if (status) status.textContent = text;
  };
  const recount = () => {
    if (count && textarea) count.textContent = msg('msgCount').replace('{count}', String(textarea.value.length)).replace('{max}', String(MAX_COMMENT_LENGTH));
  };
  const choose = (next: Choice) => {
    if (done) return;
    choice = next;
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.feedbackChoice === next));
    if (form?.hidden) {
      form.hidden = false;
      recount();
    }
    if (section.dataset.feedbackState === 'error') say('');
  };

  for (const b of buttons) {
    b.addEventListener('click', () => {
      const c = b.dataset.feedbackChoice;
      if (c === 'yes' || c === 'no') choose(c);
    });
  }
  textarea?.addEventListener('input', recount);
  form?.addEventListener('submit', (e) => {
    e.preventDefault();
    if (!choice || busy || done) return;
    busy = true;
    if (send) send.disabled = true;
    say(msg('msgSending'));
    const comment = textarea?.value.trim() ?? '';
    const body = JSON.stringify({ path: section.dataset.path, locale: section.dataset.locale, helpful: choice === 'yes', ...(comment ? { comment } : {}) });
    post(FEEDBACK_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, credentials: 'same-origin' })
      .then(
        (res) => {
          // The body is a short JSON note the widget does not show; read it so the request completes.
          void res.text().catch(() => undefined);
          if (res.status === 201) {
            done = true;
            form.hidden = true;
            for (const b of buttons) b.disabled = true;
            say(msg('msgThanks'), 'done');
            status?.focus();
          } else {
            say(msg(res.status === 429 ? 'msgRateLimited' : 'msgError'), 'error');
          }
        },
        () => say(msg('msgError'), 'error'),
      )
      .finally(() => {
        busy = false;
        if (send) send.disabled = false;
      });
  });
  return { choose };
}
