/**
 * Checks JSON-LD against what Google requires for the rich results Kinwell's public pages offer
 * (developers.google.com/search/docs/appearance/structured-data: FAQPage and Article). Returns
 * the problems found, none when the data qualifies. Shared by the page-head unit test and the
 * browser test that reads the pre-rendered pages.
 */
type Node = Record<string, unknown>;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;
const isAbsoluteUrl = (value: unknown) => isText(value) && /^https?:\/\/[^\s]+$/.test(value);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Every node of one JSON-LD block: the block itself, or the items of its @graph. */
export const nodesOf = (block: Node): Node[] =>
  Array.isArray(block['@graph']) ? (block['@graph'] as Node[]) : [block];

const resolve = (value: unknown, nodes: Node[]): Node | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const node = value as Node;
  if (node['@type']) return node;
  return nodes.find((other) => other['@id'] !== undefined && other['@id'] === node['@id']);
};

export function faqPageProblems(node: Node): string[] {
  const problems: string[] = [];
  const questions = node.mainEntity;
  if (!Array.isArray(questions) || questions.length === 0) return ['mainEntity has no questions'];
  (questions as Node[]).forEach((question, index) => {
    if (question['@type'] !== 'Question') problems.push(`question ${index} is not a Question`);
    if (!isText(question.name)) problems.push(`question ${index} has no name`);
    const answer = question.acceptedAnswer as Node | undefined;
    if (answer?.['@type'] !== 'Answer') problems.push(`question ${index} has no acceptedAnswer`);
    if (!isText(answer?.text)) problems.push(`question ${index}'s answer has no text`);
  });
  return problems;
}

export function articleProblems(node: Node, nodes: Node[]): string[] {
  const problems: string[] = [];
  if (!isText(node.headline)) problems.push('no headline');
  const images = (Array.isArray(node.image) ? node.image : [node.image]) as unknown[];
  const imageUrls = images.map((image) =>
    typeof image === 'string'
      ? image
      : (resolve(image, nodes)?.url ?? resolve(image, nodes)?.contentUrl),
  );
  if (imageUrls.length === 0 || !imageUrls.every(isAbsoluteUrl)) problems.push('no image URL');
  if (!isText(node.datePublished) || !ISO_DATE.test(node.datePublished)) {
    problems.push('datePublished is not an ISO 8601 date');
  }
  const authors = (Array.isArray(node.author) ? node.author : [node.author]) as unknown[];
  for (const author of authors) {
    const found = resolve(author, nodes);
    if (!found || !['Person', 'Organization'].includes(String(found['@type']))) {
      problems.push('author is not a Person or Organization');
    } else if (!isText(found.name)) {
      problems.push('author has no name');
    }
  }
  return problems;
}
