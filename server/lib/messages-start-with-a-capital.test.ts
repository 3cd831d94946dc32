import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every message a person reads from Kinwell's server starts as a sentence does, with a capital
 * letter (issue 39 item 16: "your question needs at least 5 characters."). Checked two ways: the
 * messages of every schema in shared/, as zod gives them (so a label put in front, `${label}
 * needs…`, is seen with its label), and every message written in server/ and shared/ code.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Messages that complete a line begun by a name, for the operator or the author, never a family:
 * "FILE_STORE: must be disk or s3" (server/env.ts), "sundowning.md: published must be a date…"
 * (content files).
 */
const FRAGMENT_FILES = new Set(['server/env.ts', 'shared/content-parse.ts']);

const sourceFiles = (folder: string) =>
  readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file}`)
    .filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.test.ts') &&
        !file.endsWith('.d.ts') &&
        !file.startsWith('server/test/') &&
        !FRAGMENT_FILES.has(file),
    );

/** Its first word starts with a lower-case letter (an "iPhone" is a name, written so). */
const startsLowerCase = (message: string) => {
  const word = /\p{L}+/u.exec(message)?.[0] ?? '';
  return /^\p{Ll}/u.test(word) && !/^i\p{Lu}/u.test(word);
};

// ---- What zod answers with: every schema exported from shared/, walked to its leaves. ----

interface ZodLike {
  _zod: { def: Record<string, unknown> & { error?: unknown; checks?: unknown[] } };
}
const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** A check's or schema's own message, as zod would give it for a made-up issue. */
function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'function') return undefined;
  try {
    const result: unknown = (error as (issue: object) => unknown)({ code: 'custom', input: '' });
    if (typeof result === 'string') return result;
    if (typeof result === 'object' && result !== null && 'message' in result) {
      return typeof result.message === 'string' ? result.message : undefined;
    }
  } catch {
    // A message built from the issue's own details: the source check below reads its words.
  }
  return undefined;
}

function zodMessages(schema: ZodLike, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const { def } = schema._zod;
  const messages = [messageOf(def.error)];
  for (const check of def.checks ?? []) {
    if (isZod(check)) messages.push(messageOf(check._zod.def.error));
  }
  const children: unknown[] = [];
  for (const value of Object.values(def)) {
    if (isZod(value)) children.push(value);
    else if (Array.isArray(value)) children.push(...value);
    else if (typeof value === 'object' && value !== null) children.push(...Object.values(value));
  }
  if (typeof def.getter === 'function') children.push((def.getter as () => unknown)());
  return [
    ...messages.filter((message) => message !== undefined),
    ...children.filter(isZod).flatMap((child) => zodMessages(child, seen)),
  ];
}

/** The schemas in a module's exports, also inside objects (an endpoint contract's body). */
function schemasIn(value: unknown, depth = 0): ZodLike[] {
  if (isZod(value)) return [value];
  if (depth > 3 || typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap((inner) => schemasIn(inner, depth + 1));
}

// ---- What the code writes: the words in every place a message is given. ----

/** The helpers whose text becomes an answer's `message` (server/lib/errors.ts). */
const ERROR_HELPERS = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'gone',
  'paymentRequired',
  'AppError',
]);
/** zod checks that take their message after their limit: `.min(2, 'Please …')`. */
const CHECKS_WITH_MESSAGE = new Set([
  'min',
  'max',
  'length',
  'gt',
  'gte',
  'lt',
  'lte',
  'regex',
  'refine',
  'startsWith',
  'endsWith',
  'includes',
  'multipleOf',
]);
const isMessageName = (name: string) => /^(error|message|\w+Message|\w*_MESSAGE)$/.test(name);

interface Place {
  file: string;
  line: number;
  text: string;
}

function writtenMessages(files: string[]): Place[] {
  const sources = files.map((file) =>
    ts.createSourceFile(file, readFileSync(`${root}${file}`, 'utf8'), ts.ScriptTarget.Latest, true),
  );
  // Constants and functions by name, so `badRequest(NOT_FOUND)` is read at its declaration.
  const declared = new Map<string, ts.Node[]>();
  const declare = (name: string, node: ts.Node) =>
    declared.set(name, [...(declared.get(name) ?? []), node]);
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      declare(node.name.text, node.initializer);
    }
    if (ts.isFunctionDeclaration(node) && node.name) declare(node.name.text, node);
    ts.forEachChild(node, collect);
  };
  sources.forEach(collect);

  const found: Place[] = [];
  const read = new Set<ts.Node>();
  const check = (node: ts.Node | undefined): void => {
    if (!node || read.has(node)) return;
    read.add(node);
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
      return check(node.expression);
    if (ts.isConditionalExpression(node)) return [node.whenTrue, node.whenFalse].forEach(check);
    if (ts.isBinaryExpression(node)) {
      if (node.operatorToken.kind === ts.SyntaxKind.PlusToken) return check(node.left);
      if (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
        return [node.left, node.right].forEach(check);
      }
      return;
    }
    if (ts.isIdentifier(node)) return declared.get(node.text)?.forEach(check);
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)) {
          if (isMessageName(property.name.text)) check(property.initializer);
        }
      }
      return;
    }
    if (
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isFunctionDeclaration(node)
    ) {
      if (node.body && !ts.isBlock(node.body)) return check(node.body);
      const returns = (inner: ts.Node): void => {
        if (ts.isReturnStatement(inner)) check(inner.expression);
        else if (!ts.isFunctionLike(inner)) ts.forEachChild(inner, returns);
      };
      if (node.body) ts.forEachChild(node.body, returns);
      return;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      // A message made by a function named for it (`suspendedMessage(until)`); any other call,
      // such as `asSentence(…)`, answers for its own words.
      if (/Message$/.test(node.expression.text)) declared.get(node.expression.text)?.forEach(check);
      return;
    }
    // Words written out: a template is judged by the words before its first `${…}`.
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : undefined;
    if (text !== undefined && startsLowerCase(text)) {
      const source = node.getSourceFile();
      found.push({
        file: source.fileName,
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        text: node.getText(),
      });
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      const args = node.arguments ?? [];
      if (ts.isIdentifier(callee) && ERROR_HELPERS.has(callee.text)) {
        check(callee.text === 'AppError' ? args[1] : args[0]);
      }
      if (ts.isPropertyAccessExpression(callee) && CHECKS_WITH_MESSAGE.has(callee.name.text)) {
        check(args[1]);
      }
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      if (isMessageName(node.name.text)) check(node.initializer);
      // A set of messages by use (`messages: { notYours: '…' }`).
      if (node.name.text === 'messages' && ts.isObjectLiteralExpression(node.initializer)) {
        for (const property of node.initializer.properties) {
          if (ts.isPropertyAssignment(property)) check(property.initializer);
        }
      }
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      if (isMessageName(node.name.text)) check(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  sources.forEach(visit);
  return found;
}

describe('a message from the server', () => {
  it('starts with a capital letter, as every shared schema gives it', async () => {
    const files = sourceFiles('shared');
    const modules = await Promise.all(
      files.map(async (file) => [file, (await import(`${root}${file}`)) as object] as const),
    );
    const lowerCase = modules.flatMap(([file, exports]) =>
      schemasIn(exports)
        .flatMap((schema) => zodMessages(schema))
        .filter(startsLowerCase)
        .map((message) => `${file}: ${message}`),
    );
    expect(modules.length).toBeGreaterThan(50);
    expect([...new Set(lowerCase)]).toEqual([]);
  });

  it('starts with a capital letter, as server and shared code write it', () => {
    const places = writtenMessages([...sourceFiles('server'), ...sourceFiles('shared')]);
    expect(places.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });
});
