/**
 * Styles of the "Was this page helpful?" widget (ui/FeedbackWidget.tsx),
 * written against MUI's CSS variables so light and dark need no rules of
 * their own.
 */
import type { Theme } from '@mui/material/styles';

/** CSS for `.feedback`. */
export function feedbackCss(theme: Theme): string {
  const s = (n: number) => theme.spacing(n);
  const r = `${theme.shape.borderRadius}px`;
  const v = (name: string) => `var(--mui-palette-${name})`;
  return `
.feedback{margin-top:${s(6)};padding:${s(2)} ${s(2.5)};border:1px solid ${v('divider')};border-radius:${r};background:${v('background-paper')}}
.feedback-title{margin:0 0 ${s(1.5)};font-size:1rem;line-height:1.4}
.feedback-choices{display:flex;flex-wrap:wrap;gap:${s(1)}}
.feedback-choice{display:inline-flex;align-items:center;gap:6px;min-height:40px;padding:0 ${s(2)};border:1px solid ${v('divider')};border-radius:${r};background:transparent;color:${v('text-primary')};font:inherit;font-size:.875rem;cursor:pointer}
.feedback-choice:hover{background:${v('action-hover')}}
.feedback-choice:disabled{cursor:default}
.feedback-choice svg{width:18px;height:18px;fill:currentColor}
.feedback-choice[aria-pressed=true]{color:${v('primary-main')};border-color:${v('primary-main')};background:rgba(var(--mui-palette-primary-mainChannel) / .08)}
.feedback-form{display:grid;gap:${s(1)};margin-top:${s(2)}}
.feedback-form[hidden]{display:none}
.feedback-form label{font-size:.875rem;font-weight:600}
.feedback-form textarea{width:100%;min-height:6em;padding:${s(1)};border:1px solid ${v('divider')};border-radius:${r};background:${v('background-default')};color:${v('text-primary')};font:inherit;font-size:.875rem;resize:vertical}
.feedback-actions{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:${s(1)}}
/* On a phone the send button goes first: the back-to-top button floats over the inline end of the screen. */
@media (max-width:${theme.breakpoints.values.sm - 0.05}px){.feedback-actions{flex-direction:row-reverse;justify-content:flex-end;gap:${s(2)}}}
.feedback-count{font-size:.75rem;color:${v('text-secondary')}}
.feedback-send{min-height:36px;padding:0 ${s(2)};border:0;border-radius:${r};background:${v('primary-main')};color:${v('primary-contrastText')};font:inherit;font-size:.875rem;font-weight:600;cursor:pointer}
.feedback-send:disabled{opacity:.6;cursor:progress}
.feedback-status{margin:0;font-size:.875rem}
.feedback-status:not(:empty){margin-top:${s(1.5)}}
.feedback-status:focus{outline:none}
.feedback[data-feedback-state=error] .feedback-status{color:${v('error-main')}}
.feedback[data-feedback-state=done] .feedback-status{font-weight:600}`;
}
