/**
 * "Was this page helpful?" entry, loaded with every page: it only watches
 * the widget (ui/FeedbackWidget.tsx). Its code (./widget) is fetched when
 * the widget comes within a screen of the viewport, or on the first click or
 * focus inside it; a click on Yes / No made before the code arrived is
 * applied once it has.
 */
type Choice = 'yes' | 'no';

/** Wires the page's feedback widget, if it has one. */
export function initFeedback(doc: Document = document): void {
  const section = doc.querySelector<HTMLElement>('[data-feedback]');
  if (!section) return;
  let pending: Choice | undefined;
  let loading: Promise<void> | undefined;
  let observer: IntersectionObserver | undefined;

  const early = (e: Event) => {
    const button = e.target instanceof Element ? e.target.closest('[data-feedback-choice]') : null;
    const choice = button?.getAttribute('data-feedback-choice');
    // Focus only loads the code; a click also chooses.
    if (e.type === 'click' && (choice === 'yes' || choice === 'no')) pending = choice;
    void load();
  };
  const load = (): Promise<void> =>
    (loading ??= import('./widget').then(
      (m) => {
        observer?.disconnect();
        section.removeEventListener('click', early);
        section.removeEventListener('focusin', early);
        const widget = m.mountFeedback(section);
        if (pending) widget.choose(pending);
        pending = undefined;
      },
      () => {
        // A failed chunk load (offline, new deploy) may work on the next click.
        loading = undefined;
      },
    ));

  section.addEventListener('click', early);
  section.addEventListener('focusin', early);
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void load();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(section);
  }
}
