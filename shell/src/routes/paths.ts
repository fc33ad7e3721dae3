/** Every route of the product (docs/product/screens.md#routes-and-guards): the one route table's paths (shared-contract/app-map). */
export { paths, pathTo } from '@resumebeat/shared-contract/paths';
