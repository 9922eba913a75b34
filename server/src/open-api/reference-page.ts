import { escapeHtml } from '../page-head/html-text.js';
import type { OpenApiDocument } from './open-api-document.js';
import {
  inlineHtml,
  notesHtml,
  schemaAnchor,
  schemaRows,
  typeHtml,
  type JsonSchema,
  type SchemaRow,
} from './schema-rows.js';

/** The parts of the document the page shows, read as plain JSON. */
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface Answer {
  description: string;
  headers?: Record<string, { description?: string; schema?: JsonSchema }>;
  content?: Record<string, { schema?: JsonSchema }>;
}

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, Answer>;
}

interface ReferenceDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface Entry {
  method: string;
  path: string;
  operation: Operation;
}

const operationAnchor = ({ method, path }: Entry) =>
  `op-${method}-${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

const styles = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1c2430;background:#fff}
main{max-width:72rem;margin:0 auto;padding:1rem 1.5rem 4rem}
h1{margin-bottom:.25rem}h2{margin-top:2.5rem;border-bottom:2px solid #d8dee6}
h3{margin:2rem 0 .25rem;font-size:1.1rem}
code{font:14px/1.4 ui-monospace,monospace;background:#f1f4f8;padding:0 .2em;border-radius:3px}
.method{font-weight:700;color:#0b6b3a;text-transform:uppercase;margin-right:.5em}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;font-size:15px}
th,td{border:1px solid #d8dee6;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f1f4f8}nav ul{columns:2 22rem}a{color:#0a4fa3}
p,li,h3,dd{overflow-wrap:anywhere}
@media (max-width:48rem){main{padding:1rem 1rem 3rem}table{display:block;overflow-x:auto}td:last-child::before{content:"";display:block;width:14rem}}
`;

function table(head: string[], rows: string[][]): string {
  if (rows.length === 0) return '';
  const cells = (row: string[], tag: 'th' | 'td') =>
    `<tr>${row.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;
  return `<table><thead>${cells(head, 'th')}</thead><tbody>${rows
    .map((row) => cells(row, 'td'))
    .join('')}</tbody></table>`;
}

const yesNo = (value: boolean | undefined) => (value ? 'yes' : 'no');

function parametersHtml(parameters: Parameter[] = []): string {
  if (parameters.length === 0) return '';
  return `<h4>Parameters</h4>${table(
    ['Name', 'In', 'Required', 'Type', 'Rules'],
    parameters.map((parameter) => {
      const schema = parameter.schema ?? {};
      const notes = notesHtml({ ...schema, description: parameter.description });
      return [
        `<code>${escapeHtml(parameter.name)}</code>`,
        escapeHtml(parameter.in),
        yesNo(parameter.required),
        typeHtml(schema),
        notes,
      ];
    }),
  )}`;
}

const fieldRow = (row: SchemaRow) => [
  `<code>${escapeHtml(row.path)}</code>`,
  row.type,
  yesNo(row.required),
  row.notes,
];

function bodyHtml(body: Operation['requestBody']): string {
  const schema = body?.content['application/json']?.schema;
  if (!schema) return '';
  return `<h4>Body (JSON)</h4>${table(['Field', 'Type', 'Required', 'Rules'], schemaRows(schema).map(fieldRow))}`;
}

function answersHtml(responses: Record<string, Answer>): string {
  const rows = Object.entries(responses).map(([status, answer]) => {
    const [mediaType, media] = Object.entries(answer.content ?? {})[0] ?? [];
    const headers = Object.entries(answer.headers ?? {}).map(
      ([name, header]) =>
        `<br>Header <code>${escapeHtml(name)}</code>: ${inlineHtml(header.description ?? '')}`,
    );
    return [
      `<code>${escapeHtml(status)}</code>`,
      inlineHtml(answer.description) + headers.join(''),
      media?.schema ? `${typeHtml(media.schema)} (<code>${escapeHtml(mediaType!)}</code>)` : '',
    ];
  });
  return `<h4>Answers</h4>${table(['Status', 'Meaning', 'Body'], rows)}`;
}

function operationHtml(entry: Entry): string {
  const { operation } = entry;
  return [
    `<h3 id="${operationAnchor(entry)}"><span class="method">${entry.method}</span><code>${escapeHtml(entry.path)}</code></h3>`,
    `<p><strong>${inlineHtml(operation.summary ?? '')}.</strong> ${inlineHtml(operation.description ?? '')}</p>`,
    parametersHtml(operation.parameters),
    bodyHtml(operation.requestBody),
    answersHtml(operation.responses),
  ].join('\n');
}

function schemaHtml(name: string, schema: JsonSchema): string {
  const rows = schemaRows(schema);
  const summary = rows.length > 0 ? '' : `<p>${typeHtml(schema)}. ${notesHtml(schema)}</p>`;
  return `<h3 id="${schemaAnchor(escapeHtml(name))}">${escapeHtml(name)}</h3>${summary}${table(
    ['Field', 'Type', 'Always present', 'Rules'],
    rows.map(fieldRow),
  )}`;
}

/** A readable page of the document: each route, its parameters and answers, each schema's fields. */
export function referencePage(document: OpenApiDocument): string {
  const doc = document as unknown as ReferenceDocument;
  const entries: Entry[] = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
  const tags = doc.tags?.map((tag) => tag.name) ?? [];
  const inTag = (tag: string) => entries.filter((entry) => entry.operation.tags?.includes(tag));
  const contents = entries.map(
    (entry) =>
      `<li><a href="#${operationAnchor(entry)}"><span class="method">${entry.method}</span>${escapeHtml(entry.path)}</a></li>`,
  );
  const schemas = Object.entries(doc.components?.schemas ?? {});
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>Version ${escapeHtml(doc.info.version)}. ${inlineHtml(doc.info.description ?? '')}</p>
<p>The machine-readable document: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI 3.1).</p>
<nav aria-label="Routes"><h2>Routes</h2><ul>${contents.join('')}</ul></nav>
${tags.map((tag) => `<section><h2>${escapeHtml(tag)}</h2>${inTag(tag).map(operationHtml).join('\n')}</section>`).join('\n')}
<section><h2>Schemas</h2>${schemas.map(([name, schema]) => schemaHtml(name, schema)).join('\n')}</section>
</main>
</body>
</html>
`;
}
