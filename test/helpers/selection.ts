import { type FieldNode, type GraphQLObjectType, type OperationDefinitionNode, parse, print } from 'graphql';
import { expect } from 'vitest';
import { readSupergraph } from '../../gateway/contract/compose.ts';
import { schemaInfo } from '../../gateway/contract/schema-info.ts';
import { selectAll } from '../../gateway/rest/wire.ts';
import type { Client } from './platform.ts';

/**
 * A list that reads and builds only what its operation selects must answer each field of its
 * entries, asked for alone, exactly as it answers it among all of them, and all of them as the
 * single-object query (which reads whole rows) answers them. `list` makes the operation from an
 * entries' selection, `nodes` finds the entries in its data, and `single` makes the operation
 * reading one entry again (its data's one root field). Returns the entries read whole.
 */
export async function expectEachFieldAlone(
  client: Client,
  type: string,
  list: (selection: string) => string,
  nodes: (data: any) => Record<string, unknown>[],
  single: (entry: Record<string, unknown>, selection: string) => string,
): Promise<Record<string, unknown>[]> {
  const { schema, entities } = schemaInfo(readSupergraph());
  const everything = selectAll(schema, schema.getType(type) as GraphQLObjectType, entities);
  const whole = await client.graphql(list(everything));
  expect(whole.body.errors).toBeUndefined();
  const entries = nodes(whole.body.data);
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    const one = await client.graphql(single(entry, everything));
    expect(one.body.errors).toBeUndefined();
    expect(entry).toEqual(Object.values(one.body.data)[0]);
  }
  const operation = parse(`{ entry ${everything} }`).definitions[0] as OperationDefinitionNode;
  for (const selection of (operation.selectionSet.selections[0] as FieldNode).selectionSet!.selections as FieldNode[]) {
    const name = selection.name.value;
    const alone = await client.graphql(list(`{ ${print(selection)} }`));
    expect(alone.body.errors, name).toBeUndefined();
    expect(nodes(alone.body.data), name).toEqual(entries.map((entry) => ({ [name]: entry[name] })));
  }
  return entries;
}

/** The `table.column`s a captured SELECT reads, sorted. */
export function columnsRead(statement: string): string[] {
  const list = statement.slice(0, statement.indexOf(' from '));
  return [...list.matchAll(/"\w+"\."(\w+)"\."(\w+)"/g)].map(([, table, column]) => `${table}.${column}`).sort();
}

/** The column names a captured SELECT without joins reads (Drizzle leaves them unqualified there), sorted. */
export function columnsSelected(statement: string): string[] {
  return [...statement.slice(0, statement.indexOf(' from ')).matchAll(/"(\w+)"/g)].map(([, column]) => column).sort();
}
