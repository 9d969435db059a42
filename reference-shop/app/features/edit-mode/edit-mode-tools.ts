// Edit mode's components, as one module that only edit mode loads (see lazyEditModeTool).
export { EditModeBar } from './edit-mode-bar'
export { EditableFooterInfo } from './editable-footer-info'
export { EditableTopBarLinks } from './editable-top-bar-links'
export { EditableLogo } from './editable-logo'
export { EditableTopBarText } from './editable-top-bar-text'
export { EditableFooterCopyright, EditableFooterContact } from './editable-footer-texts'
export { EditableFooterVideo } from './editable-footer-video'
export { EditableCookieBanner } from './editable-cookie-banner'
