import type { RegisteredModel } from './index';

/** Models of catalogue, portfolio, applications, commerce and settlements (migrations 0010–0019). */
export const commerceModels: RegisteredModel[] = [];
