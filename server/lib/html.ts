/** HTML that is already safe (built with `markup`), so it is not escaped again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

type Value = SafeHtml | string | number | null | undefined | false | readonly Value[];

const render = (value: Value): string => {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
};

/** A template for server-rendered pages: every value is escaped unless it is SafeHtml. */
export function markup(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Trusted markup (e.g. an SVG a library drew from our own data). */
export const raw = (markup: string) => new SafeHtml(markup);

/**
 * A whole page the server renders itself, outside the app (a link from an email, a sheet to
 * print): not indexed, its `style` in the head and `body` in its one main.
 */
export function standalonePage(title: string, style: string, body: SafeHtml): string {
  return markup`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title}</title>
        <style>
          ${raw(style)}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`.value;
}
