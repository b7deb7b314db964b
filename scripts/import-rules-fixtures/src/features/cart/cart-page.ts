// feature-imports-feature
import { wishlist } from '../wishlist/wishlist';

export const cartPage = `cart beside ${wishlist}`;
