/**
 * "Was this page helpful?" at the end of every docs page: yes/no buttons
 * (aria-pressed), then an optional comment with a live character count, a
 * send button and a live status line. Rendered as plain HTML by the worker;
 * client/feedback/ wires it once it nears the viewport or is clicked, and
 * posts to /x/feedback (worker/feedback.ts). The localised messages the
 * client shows travel in data attributes.
 */
import type { Locale } from '../lib/constants';
import { MAX_COMMENT_LENGTH } from '../lib/feedback';
import { useDocsConfig } from './DocsProvider';

export interface FeedbackWidgetProps {
  /** Public path of the page without locale prefix (an API tab keeps its suffix). */
  path: string;
  locale: Locale;
}

/** The character count line, e.g. "12 of 1000 characters". */
export function feedbackCount(template: string, count: number): string {
  return template.replace('{count}', String(count)).replace('{max}', String(MAX_COMMENT_LENGTH));
}

const THUMB_UP =
  'M1 21h4V9H1v12zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2z';
const THUMB_DOWN =
  'M15 3H6c-.83 0-1.54.5-1.84 1.22l-3.02 7.05c-.09.23-.14.47-.14.73v2c0 1.1.9 2 2 2h6.31l-.95 4.57-.03.32c0 .41.17.79.44 1.06L9.83 23l6.59-6.59c.36-.36.58-.86.58-1.41V5c0-1.1-.9-2-2-2zm4 0v12h4V3h-4z';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

export function FeedbackWidget({ path, locale }: FeedbackWidgetProps) {
  const { t } = useDocsConfig();
  return (
    <section
      className="feedback"
      aria-labelledby="feedback-title"
      data-feedback
      data-path={path}
      data-locale={locale}
      data-msg-count={t('feedback.count')}
      data-msg-sending={t('feedback.sending')}
      data-msg-thanks={t('feedback.thanks')}
      data-msg-error={t('feedback.error')}
      data-msg-rate-limited={t('feedback.rateLimited')}
    >
      <h2 id="feedback-title" className="feedback-title">
        {t('feedback.title')}
      </h2>
      <div className="feedback-choices" role="group" aria-labelledby="feedback-title">
        <button type="button" className="feedback-choice" aria-pressed="false" data-feedback-choice="yes">
          <Icon d={THUMB_UP} />
          {t('feedback.yes')}
        </button>
        <button type="button" className="feedback-choice" aria-pressed="false" data-feedback-choice="no">
          <Icon d={THUMB_DOWN} />
          {t('feedback.no')}
        </button>
      </div>
      <form className="feedback-form" data-feedback-form hidden>
        <label htmlFor="feedback-comment">{t('feedback.commentLabel')}</label>
        <textarea id="feedback-comment" name="comment" rows={3} maxLength={MAX_COMMENT_LENGTH} placeholder={t('feedback.commentPlaceholder')} aria-describedby="feedback-count" />
        <div className="feedback-actions">
          <span id="feedback-count" className="feedback-count" data-feedback-count>
            {feedbackCount(t('feedback.count'), 0)}
          </span>
          <button type="submit" className="feedback-send" data-feedback-send>
            {t('feedback.send')}
          </button>
        </div>
      </form>
      <p className="feedback-status" role="status" aria-live="polite" tabIndex={-1} data-feedback-status />
    </section>
  );
}
