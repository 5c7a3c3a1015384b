import {
  type FieldNode,
  GraphQLIncludeDirective,
  type GraphQLResolveInfo,
  GraphQLSkipDirective,
  Kind,
  type SelectionSetNode,
  getDirectiveValues,
  getNamedType,
  isObjectType,
} from 'graphql';
import { maybeEnum, toEnum } from '../values/enums.ts';
import { Remembered } from '../platform/remembered.ts';
import { formatTimestamp } from '../values/time.ts';

/**
 * The names of the fields an operation selects on the objects `path` leads to from the field
 * being resolved (`['nodes']`: a list's entries), through fragments, @skip and @include; undefined
 * when the way passes an abstract type, so the caller builds everything. A view reads the child
 * rows only the selection needs (an invoice's lines only when `lineItems` is asked for). A
 * fragment's type condition is not checked: on an object type it can only widen the selection.
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[] = []): Set<string> | undefined {
  let type = getNamedType(info.returnType);
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const step of [...path, undefined]) {
    if (!isObjectType(type)) return undefined;
    const selected = nodes.flatMap((node) => (node.selectionSet ? fieldsOf(node.selectionSet, info) : []));
    if (step === undefined) return new Set(selected.map((node) => node.name.value));
    const field = type.getFields()[step];
    if (!field) return undefined;
    nodes = selected.filter((node) => node.name.value === step);
    type = getNamedType(field.type);
  }
  return undefined;
}

function fieldsOf(set: SelectionSetNode, info: GraphQLResolveInfo): FieldNode[] {
  const out: FieldNode[] = [];
  for (const selection of set.selections) {
    const variables = info.variableValues;
    if (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true) continue;
    if (getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if === false) continue;
    if (selection.kind === Kind.FIELD) out.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) out.push(...fieldsOf(selection.selectionSet, info));
    else {
      const fragment = info.fragments[selection.name.value];
      if (fragment) out.push(...fieldsOf(fragment.selectionSet, info));
    }
  }
  return out;
}

/** Whether a view must build any of `fields` for a selection (selectedFields): always when the selection is unknown. */
export function wants(selected: ReadonlySet<string> | undefined, ...fields: string[]): boolean {
  return !selected || fields.some((field) => selected.has(field));
}

/** A computed field of a view: the row's keys it reads and how its value is made from the row and what the rows share. */
export interface ComputedField<R, C, V> {
  reads: readonly (keyof R & string)[];
  value: (row: R, context: C) => V;
}

/** The keys of R whose values a field of type V can answer as they are. */
type KeysOfType<R, V> = { [K in keyof R & string]: R[K] extends V ? K : never }[keyof R & string];

/** Every field of T: a key of the row answered as it is, or a computed field. */
export type ViewFields<R, C, T> = { [K in Exclude<keyof T, '__typename'>]-?: KeysOfType<R, T[K]> | ComputedField<R, C, T[K]> };

export interface FieldView<R, C, T> {
  /** The keys of the row the selected fields read (and `always`); undefined, for every key, when the selection is unknown. */
  reads(selected: ReadonlySet<string> | undefined): (keyof R & string)[] | undefined;
  /** Makes the selected fields of a row (every field when the selection is unknown): what no field selected needs is not built. */
  builder(selected: ReadonlySet<string> | undefined): (row: R, context: C) => T;
}

/**
 * A view that builds only what a selection asks for, from rows that hold only the columns it
 * reads: each field names the row's keys it reads, so a list asking for two fields of its
 * entries reads two columns (and `always`, the keys the view's loaders need).
 */
export function fieldView<R, C, T>(fields: ViewFields<R, C, T>, always: readonly (keyof R & string)[]): FieldView<R, C, T> {
  const all = Object.entries(fields as Record<string, string | ComputedField<R, C, unknown>>).map(([name, field]) => ({
    name,
    reads: typeof field === 'string' ? [field as keyof R & string] : field.reads,
    value: typeof field === 'string' ? (row: R) => row[field as keyof R] : field.value,
  }));
  const chosen = (selected: ReadonlySet<string> | undefined) => (selected ? all.filter((f) => selected.has(f.name)) : all);
  const makers = new Remembered<(row: R, context: C) => T>(MAX_MAKERS);
  return {
    reads(selected) {
      if (!selected) return undefined;
      return [...new Set([...always, ...chosen(selected).flatMap((f) => f.reads)])];
    },
    builder(selected) {
      const built = chosen(selected);
      return makers.get(built.map((f) => f.name).join(','), () => objectMaker(built));
    },
  };
}

/** Selections of one view whose object makers are kept (a client sending endless new ones only empties the store). */
const MAX_MAKERS = 500;

/**
 * A function making the object of `fields` as one object literal, so every object a selection
 * makes has one shape, known in advance: an object given its keys one by one by a computed name
 * falls back to a slow dictionary of properties past a dozen or so, and every reader after it
 * (the executor, JSON.stringify) pays on each lookup. The names are GraphQL field names.
 */
function objectMaker<R, C, T>(fields: readonly { name: string; value: (row: R, context: C) => unknown }[]): (row: R, context: C) => T {
  const values = fields.map((f) => f.value);
  const literal = fields.map((f, i) => `${JSON.stringify(f.name)}: values[${i}](row, context)`).join(',\n');
  const make = new Function('values', 'row', 'context', `return {\n${literal}\n};`) as (values: unknown[], row: R, context: C) => T;
  return (row, context) => make(values, row, context);
}

/** A field answering a stored enum value as the schema spells it (`optional`: null stays null); the enum type is the schema's, unchecked as in toEnum. */
export const enumField = <K extends string>(column: K, optional = true) => ({
  reads: [column],
  value: (row: Record<K, string | null>) => (optional ? maybeEnum(row[column]) : toEnum(row[column] as string)) as never,
});

/** A field answering a stored instant in the organization's time zone: the context's `org`, or its `timeZone`. */
export const timeField = <K extends string>(column: K) => ({
  reads: [column],
  value: (row: Record<K, Date>, context: { org: { timeZone: string } } | { timeZone: string }) =>
    formatTimestamp(row[column], 'org' in context ? context.org.timeZone : context.timeZone),
});
