// app-layer-imported
import { router } from '../app/router';

export const index = `index of ${router}`;
