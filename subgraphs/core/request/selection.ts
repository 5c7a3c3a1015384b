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
