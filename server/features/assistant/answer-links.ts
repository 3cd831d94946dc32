/**
 * Screens an answer may name that open only once signed in, and the public page that says the
 * same to a visitor. Every `Link:` in the knowledge files is public or listed here (a test
 * checks it), so a link in an answer always opens for the person asking.
 */
export const PUBLIC_ALTERNATIVES: Readonly<Record<string, string>> = {
  '/resources': '/guides',
  '/care-plan-templates': '/feature/care-management',
  '/burnout-prevention': '/caregiver-stress',
};

const SIGNED_IN_ONLY = new RegExp(
  `(?<![\\w/-])(${Object.keys(PUBLIC_ALTERNATIVES)
    .map((path) => path.replace(/[-/]/g, '\\$&'))
    .join('|')})(?![\\w/-])`,
  'g',
);

/** The answer as the person asking can follow it: signed out, signed-in screens become public pages. */
export const linksFor = (response: string, signedIn: boolean): string =>
  signedIn
    ? response
    : response.replace(SIGNED_IN_ONLY, (path) => PUBLIC_ALTERNATIVES[path] ?? path);
