/**
 * Open in StackBlitz / Open in CodeSandbox: on click, the project of the
 * demo as the reader sees it (language, styling, the self-contained source)
 * is made by lib/sandbox.ts from the frame's inert `<template data-sandbox>`
 * and POSTed by a form built for the occasion to a new tab.
 */
import type { CodeStyling } from '../../lib/page-record';
import { codesandboxForm, stackblitzForm, type DemoSandbox, type SandboxForm, type SandboxInput } from '../../lib/sandbox';

export type SandboxService = 'stackblitz' | 'codesandbox';

/** The sandbox input of a demo element, or undefined when the page carries no sandbox data for it. */
export function sandboxInput(demo: HTMLElement, code: string, variant: SandboxInput['variant'], styling: CodeStyling): SandboxInput | undefined {
  const template = demo.querySelector<HTMLTemplateElement>('template[data-sandbox]');
  if (!template) return undefined;
  const all = JSON.parse(template.content.textContent ?? '{}') as Partial<Record<CodeStyling, DemoSandbox>>;
  const sandbox = all[styling];
  if (!sandbox) return undefined;
  const name = demo.dataset.demoName ?? 'Demo';
  const page = document.querySelector('h1')?.textContent?.trim() || document.title;
  return {
    name,
    title: `${name} - ${page}`,
    description: `${name}: a demo of ${page} (${location.origin}${location.pathname}#${demo.id})`,
    code,
    variant,
    styling,
    sandbox,
  };
}

/** POSTs `form` to a new tab through a temporary form element. */
export function submitForm(form: SandboxForm, doc: Document = document): void {
  const el = doc.createElement('form');
  el.method = 'POST';
  el.action = form.action;
  el.target = '_blank';
  el.rel = 'noopener';
  el.hidden = true;
  el.setAttribute('data-sandbox-form', '');
  for (const [name, value] of form.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    el.append(input);
  }
  doc.body.append(el);
  el.submit();
  el.remove();
}

/** Opens the demo's project in `service`; false when the demo has no sandbox data. */
export function openSandbox(service: SandboxService, input: SandboxInput | undefined): boolean {
  if (!input) return false;
  submitForm(service === 'stackblitz' ? stackblitzForm(input) : codesandboxForm(input));
  return true;
}
