// Edit mode's components, as one module that only edit mode loads (see loadEditModeTools).
export { EditModeBar } from './edit-mode-bar'
export { EditableFooterInfo } from './editable-footer-info'
export { EditableTopBarLinks } from './editable-top-bar-links'
