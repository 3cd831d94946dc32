import { z } from 'zod';

// zod compiles fast parsers with `new Function`, which the Content-Security-Policy (no
// 'unsafe-eval') forbids; its probe alone is reported as a violation. The browser parses small
// forms, so the interpreted parser is plenty. Imported first by main.tsx, before any parsing.
z.config({ jitless: true });
