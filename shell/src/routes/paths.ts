/** Every route of the product (SPEC.md section 2): the one route table's paths (shared-contract/app-map). */
export { paths, pathTo } from '@resumebeat/shared-contract/paths';
