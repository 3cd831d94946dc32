#!/usr/bin/env node
/**
 * Writes the games' bundled pictures (client/public/games/pictures/*.svg) from the Microsoft
 * Fluent Emoji set (flat style, MIT licence) installed as @iconify-json/fluent-emoji-flat, and
 * records each picture's source and licence in client/public/games/pictures/SOURCES.md (and lists
 * the files in index.json, for the service worker's offline copy).
 *
 * The list of pictures, with the words the games use for them, is shared/games/bundled-pictures.json.
 * Run after changing that list: `node scripts/build-game-pictures.mjs`; commit what it writes.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'client/public/games/pictures');
const setDir = path.join(root, 'node_modules/@iconify-json/fluent-emoji-flat');

const pictures = JSON.parse(
  await readFile(path.join(root, 'shared/games/bundled-pictures.json'), 'utf8'),
);
const set = JSON.parse(await readFile(path.join(setDir, 'icons.json'), 'utf8'));
const info = JSON.parse(await readFile(path.join(setDir, 'info.json'), 'utf8'));
const { version } = JSON.parse(await readFile(path.join(setDir, 'package.json'), 'utf8'));

const SOURCE = {
  set: `${info.name} (${set.prefix}, @iconify-json/${set.prefix} ${version})`,
  licence: info.license.spdx,
  licenceUrl: info.license.url,
  holder: 'Copyright (c) Microsoft Corporation',
  home: info.author.url,
};

await mkdir(outDir, { recursive: true });
// Start clean so a picture taken off the list does not linger.
for (const file of await readdir(outDir)) {
  if (file.endsWith('.svg')) await rm(path.join(outDir, file));
}

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const rows = [];
for (const picture of pictures) {
  const icon = set.icons[picture.icon];
  if (!icon) throw new Error(`${picture.icon} is not in ${set.prefix}`);
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(picture.alt)}</title>${icon.body}</svg>\n`;
  const file = `${picture.id}.svg`;
  await writeFile(path.join(outDir, file), svg);
  rows.push(`| ${file} | ${picture.icon} | ${picture.alt} |`);
}

const sources = `# Sources and licences of the games' pictures

Every picture in this folder is an unchanged emoji from **${SOURCE.set}**
(${SOURCE.home}), ${SOURCE.holder}, released under the **${SOURCE.licence}** licence:
${SOURCE.licenceUrl}. Each file wraps the emoji's SVG drawing with a title for screen readers.

Written by \`scripts/build-game-pictures.mjs\` from \`shared/games/bundled-pictures.json\`; do not
edit by hand.

| File | Source icon (${set.prefix}) | Description |
| --- | --- | --- |
${rows.join('\n')}

## Licence (${SOURCE.licence})

${SOURCE.holder}.

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the "Software"), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute,
sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES
OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
`;
/** Written as the repository's formatter would write it, so a format check passes. */
async function writeFormatted(file, text) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(file, await prettier.format(text, { ...options, filepath: file }));
}

await writeFormatted(path.join(outDir, 'SOURCES.md'), sources);
// The service worker keeps every picture listed here for offline play (client/public/sw.js).
await writeFormatted(
  path.join(outDir, 'index.json'),
  JSON.stringify(pictures.map((picture) => `${picture.id}.svg`)),
);
console.log(`Wrote ${pictures.length} pictures and SOURCES.md to ${path.relative(root, outDir)}`);
