import { propsUpdated } from "../store/actions";
import { blockIndex } from "../store/component-index";
import type { CommandResult } from "../types";
import { deepEqual } from "../util/deep-equal";
import { formatPath, getIn, InvalidPathError, type PropPath, parsePath, setIn } from "../util/path";
import { blockAt } from "../util/tree";
import { type CommandContext, currentDocument, done, editGroup, refuse, titleOf } from "./context";
import { kindRefusal } from "./kind-refusal";

/**
 * Sets one field of a component by deep path ("more.show", "imageList.2.src"). Invalid values are
 * accepted (drafts may be incomplete; validation reports them) except values of the wrong kind and
 * lists longer than their field allows (a sixth tab-bar item). Consecutive edits of one field
 * merge into one undo step.
 */
export function updateProps(
  context: CommandContext,
  id: string,
  path: PropPath,
  value: unknown,
): CommandResult<{ changed: boolean }> {
  const segments = parsePath(path);
  const before = currentDocument(context);
  const place = blockIndex(before.components).get(id);
  if (place === undefined) return refuse(context, "not-found", "command.notFound");
  if (segments.length === 0) {
    return refuse(context, "invalid-path", "command.invalidPath", { path: formatPath(segments) });
  }
  const component = blockAt(before.components, place.steps)!;
  // The checks need only the component's new props; the reducer builds the new document once.
  if (deepEqual(getIn(component.props, segments), value)) return done(false);
  let props: typeof component.props;
  try {
    props = setIn(component.props, segments, value);
  } catch (error) {
    if (!(error instanceof InvalidPathError)) throw error;
    return refuse(context, "invalid-path", "command.invalidPath", { path: formatPath(segments) });
  }
  const field = segments[0]!;
  const spec = context.registry.get(component.type)?.fields[field];
  const wrongKind = spec && kindRefusal(context, { [field]: props[field] }, { [field]: spec });
  if (wrongKind) return wrongKind;
  const list = props[field];
  if (spec?.maxItems !== undefined && Array.isArray(list) && list.length > spec.maxItems) {
    return refuse(context, "too-many-items", "command.tooManyItems", {
      title: titleOf(context, component.type),
      max: spec.maxItems,
    });
  }
  const group = editGroup(context, `props:${id}:${formatPath(segments)}`);
  context.store.dispatch(propsUpdated({ id, path: segments, value }, group));
  return done(true);
}
