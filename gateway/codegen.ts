// Generates each subgraph's resolver types from its SDL (`npm run compose` runs it), so an
// unimplemented or mistyped resolver fails `tsc`.
import { codegen } from '@graphql-codegen/core';
import * as typescript from '@graphql-codegen/typescript';
import * as resolvers from '@graphql-codegen/typescript-resolvers';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { getDocumentNodeFromSchema } from '@graphql-tools/utils';
import { type DocumentNode, Kind, buildASTSchema, parse } from 'graphql';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUBGRAPHS, subgraphSdl } from '../subgraphs/core/subgraph.ts';

for (const name of SUBGRAPHS) {
  // The federation plugin adds _entities/__resolveReference itself: hand it the SDL with the
  // federation directive definitions but without the fields buildSubgraphSchema generates.
  const full = getDocumentNodeFromSchema(buildSubgraphSchema({ typeDefs: parse(subgraphSdl(name)) }));
  const generated = new Set(['_Service', '_Entity', '_Any']);
  const schema: DocumentNode = {
    ...full,
    definitions: full.definitions
      .filter((d) => !('name' in d && d.name && generated.has(d.name.value)))
      .map((d) =>
        d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === 'Query'
          ? { ...d, fields: d.fields?.filter((f) => !f.name.value.startsWith('_')) }
          : d,
      ),
  };
  const schemaAst = buildASTSchema(schema);
  const output = await codegen({
    filename: `${name}.ts`,
    schema,
    schemaAst,
    documents: [],
    plugins: [{ typescript: {} }, { resolvers: {} }],
    pluginMap: { typescript, resolvers },
    config: {
      federation: true,
      contextType: '../../core/context.ts#SubgraphContext',
      enumsAsTypes: true,
      useTypeImports: true,
      useIndexSignature: false,
      resolverTypeWrapperSignature: 'T | Promise<T>',
      scalars: { Decimal: 'string', LocalDate: 'string', ID: 'string' },
      maybeValue: 'T | null',
      inputMaybeValue: 'T | null | undefined',
      avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
    },
  });
  const dir = fileURLToPath(new URL(`../subgraphs/${name}/generated/`, import.meta.url));
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}graphql.ts`, `// Generated from schema/${name}.graphql by \`npm run compose\`. Do not edit.\n/* eslint-disable */\n${output}`);
}
console.log('wrote subgraphs/*/generated/graphql.ts');
