export const wishlist = 'wishlist';
