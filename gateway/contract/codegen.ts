import { codegen } from '@graphql-codegen/core';
import * as typescript from '@graphql-codegen/typescript';
import * as resolvers from '@graphql-codegen/typescript-resolvers';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { getDocumentNodeFromSchema } from '@graphql-tools/utils';
import { type DocumentNode, Kind, buildASTSchema, parse } from 'graphql';
import { fileURLToPath } from 'node:url';
import { type SubgraphName, subgraphSdl } from '../../subgraphs/core/request/subgraph.ts';

export const generatedTypesPath = (name: SubgraphName) => fileURLToPath(new URL(`../../subgraphs/${name}/generated/graphql.ts`, import.meta.url));

/**
 * A subgraph's resolver types from its SDL, so an unimplemented or mistyped resolver fails
 * `tsc`. The federation plugin adds _entities/__resolveReference itself: it gets the SDL with
 * the federation directive definitions but without the fields buildSubgraphSchema generates.
 */
export async function generateResolverTypes(name: SubgraphName): Promise<string> {
  const full = getDocumentNodeFromSchema(buildSubgraphSchema({ typeDefs: parse(subgraphSdl(name)) }));
  const generated = new Set(['_Service', '_Entity', '_Any']);
  const schema: DocumentNode = {
    ...full,
    definitions: full.definitions
      .filter((d) => !('name' in d && d.name && generated.has(d.name.value)))
      .map((d) =>
        d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === 'Query' ? { ...d, fields: d.fields?.filter((f) => !f.name.value.startsWith('_')) } : d,
      ),
  };
  const output = await codegen({
    filename: `${name}.ts`,
    schema,
    schemaAst: buildASTSchema(schema),
    documents: [],
    plugins: [{ typescript: {} }, { resolvers: {} }],
    pluginMap: { typescript, resolvers },
    config: {
      federation: true,
      contextType: '../../core/request/context.ts#SubgraphContext',
      enumsAsTypes: true,
      useTypeImports: true,
      useIndexSignature: false,
      resolverTypeWrapperSignature: 'T | Promise<T>',
      scalars: { Decimal: 'string', LocalDate: 'string', ID: 'string', JSONObject: 'Record<string, unknown>' },
      maybeValue: 'T | null',
      inputMaybeValue: 'T | null | undefined',
      avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
    },
  });
  return `// Generated from schema/${name}.graphql (and schema/${name}/) by \`npm run compose\`. Do not edit.\n/* eslint-disable */\n${output}`;
}
