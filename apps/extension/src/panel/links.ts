/**
 * The portal's pages the panel links to (the portal's hash routes, apps/web/src/app/routes.ts):
 * the cart, the cart's add-by-link form filled with a link (`?link=`), and the page that explains
 * and serves the extension.
 */
export const cartLink = (portal: string) => `${portal}/#/order/cart`;
export const addByLinkLink = (portal: string, link: string) =>
  `${portal}/#/order/cart?link=${encodeURIComponent(link)}`;
export const extensionPageLink = (portal: string) => `${portal}/#/extension`;
