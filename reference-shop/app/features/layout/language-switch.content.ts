// The language switch's way to the SDK's content service, imported on the click that needs it (a CMS post's or
// term's page): every page has the switch, and a module of the shop's own is what a bundler can split off.
export { createContentService } from '@vitrina/sdk'
