// domain-imports-feature
import { wishlist } from '../../features/wishlist/wishlist';

export const session = `session with ${wishlist}`;
