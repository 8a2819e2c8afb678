// The `@vitrine/editor-core/field-messages` entry: the settings fields' labels, options and hints
// (`field.*`, `option.*`, `hint.*`) in zh-cn, en and zh-tw. A separate entry so that an app loads
// them with its settings panel, not with the rest of the editor (the main entry's `messages` and
// `translate` hold everything else).
export {
  fieldMessages,
  hasFieldMessage,
  translateField,
} from "./i18n/field-messages";
