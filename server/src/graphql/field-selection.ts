import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { FieldSelection } from '../db/field-selection';

function collect(
  selectionSet: SelectionSetNode | undefined,
  info: GraphQLResolveInfo,
  into: Map<string, Map<string, unknown>>,
): void {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (name.startsWith('__')) continue;
      const sub = into.get(name) ?? new Map();
      into.set(name, sub);
      collect(selection.selectionSet, info, sub as Map<string, Map<string, unknown>>);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collect(selection.selectionSet, info, into);
    } else {
      collect(info.fragments[selection.name.value]?.selectionSet, info, into);
    }
  }
}

/**
 * What the query selects under the field being resolved, fragments merged. @skip/@include are ignored:
 * a field that might be asked for counts as asked, so the answer never lacks it.
 */
export function fieldSelection(info: GraphQLResolveInfo): FieldSelection {
  const fields = new Map<string, Map<string, unknown>>();
  for (const node of info.fieldNodes as readonly FieldNode[]) collect(node.selectionSet, info, fields);
  return fields as unknown as FieldSelection;
}
