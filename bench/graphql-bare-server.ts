/**
 * The reference for benchmark 1: graphql-js executing the API's own schema behind bare node:http,
 * with a parse-and-validate cache keyed by the query text (docs/performance.md). No framework, no hooks,
 * no context: the floor our HTTP layer is compared with. PORT picks the port.
 */
import { createServer } from 'node:http';
import { execute, parse, validate, type DocumentNode, type GraphQLError } from 'graphql';
import { buildSchema } from '@manara/api/harness';

const schema = buildSchema();
const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();

function documentFor(query: string): DocumentNode | readonly GraphQLError[] {
  let entry = documents.get(query);
  if (!entry) {
    try {
      const document = parse(query);
      const errors = validate(schema, document);
      entry = errors.length ? errors : document;
    } catch (error) {
      entry = [error as GraphQLError];
    }
    documents.set(query, entry);
  }
  return entry;
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    let status = 200;
    let result: unknown;
    try {
      const { query, variables } = JSON.parse(Buffer.concat(chunks).toString()) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const document = documentFor(query);
      if (Array.isArray(document)) {
        status = 400;
        result = { errors: document.map((e: GraphQLError) => ({ message: e.message })) };
      } else {
        result = await execute({
          schema,
          document: document as DocumentNode,
          variableValues: variables,
          contextValue: {},
        });
      }
    } catch {
      status = 400;
      result = { errors: [{ message: 'Bad request' }] };
    }
    const body = JSON.stringify(result);
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening on ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
