// The favourite shop form's schema as a module of its own, loaded by the form when it first checks
// a field (shop-favorites.tsx).
export { shopFavoriteSchema } from '@app/shared';
