// The prerender's one entry (scripts/prerender.mjs builds it for Node in one file).
export { renderSignInPage } from './sign-in-page';
export { renderPageFrames, FIRST_NAME_MARK } from './page-frames';
