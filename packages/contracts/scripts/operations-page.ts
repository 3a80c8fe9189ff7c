/** The carrier's operations as a Markdown page (docs/generated/operations.md), grouped by the document's tags. */
import {
  describeOperations,
  type OpenApiDocument,
  type OperationDescription,
} from '../src/server/operations';

interface TagObject {
  name: string;
  description?: string;
}

function summaryOf(document: OpenApiDocument, operation: OperationDescription): string {
  const item = document.paths[operation.path]?.[operation.method] as { summary?: string } | undefined;
  return item?.summary ?? '';
}

function row(document: OpenApiDocument, operation: OperationDescription): string {
  const statuses = Object.keys(operation.responses).sort();
  const success = statuses.filter((status) => status.startsWith('2') || status.startsWith('3'));
  const failure = statuses.filter((status) => !success.includes(status));
  return [
    '',
    `\`${operation.operationId}\``,
    `\`${operation.method.toUpperCase()} ${operation.path}\``,
    summaryOf(document, operation),
    operation.secured ? 'bearer' : 'public',
    success.join(', '),
    failure.join(', ') || '—',
    '',
  ]
    .join(' | ')
    .trim();
}

export function operationsPage(document: OpenApiDocument): string {
  const operations = describeOperations(document);
  const tags = (document.tags as TagObject[] | undefined) ?? [];
  const sections = tags.map((tag) => {
    const tagged = operations.filter((operation) => operation.tags[0] === tag.name);
    return [
      `## ${tag.name}`,
      '',
      tag.description ?? '',
      '',
      '| operation | request | what | security | success | errors |',
      '|---|---|---|---|---|---|',
      ...tagged.map((operation) => row(document, operation)),
    ].join('\n');
  });
  return [
    '# Carrier operations',
    '',
    '<!-- generated: pnpm generate, from openapi/carrier-api.yaml; do not edit -->',
    '',
    `Every operation of the carrier's contract (${operations.length}), as \`openapi/carrier-api.yaml\` describes it.`,
    'The mock mounts each one; the web calls them through the typed client.',
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}
