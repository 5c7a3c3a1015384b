import { Supergraph } from '@apollo/federation-internals';
import { type GraphQLSchema, Kind, parse } from 'graphql';
import { SUBGRAPHS, subgraphSdl } from '../../subgraphs/core/request/subgraph.ts';
import { EnumSpellings } from '../rest/wire.ts';

/** What the REST layer reads from the contract: the API schema, entity types, enum spellings. */
export interface SchemaInfo {
  schema: GraphQLSchema;
  entities: Set<string>;
  enums: EnumSpellings;
}

/** `apiSchema`, when the caller already holds the API schema of this supergraph (the gateway does), is used as it is. */
export function schemaInfo(supergraphSdl: string, apiSchema?: GraphQLSchema): SchemaInfo {
  const schema = apiSchema ?? Supergraph.build(supergraphSdl).apiSchema().toGraphQLJSSchema();
  const documents = SUBGRAPHS.map((name) => parse(subgraphSdl(name)));
  const entities = new Set<string>();
  for (const doc of documents) {
    for (const def of doc.definitions) {
      if ((def.kind === Kind.OBJECT_TYPE_DEFINITION || def.kind === Kind.OBJECT_TYPE_EXTENSION) && def.directives?.some((d) => d.name.value === 'key')) {
        entities.add(def.name.value);
      }
    }
  }
  return { schema, entities, enums: new EnumSpellings(documents) };
}
