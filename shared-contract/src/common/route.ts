/** A route constant: the method and the path template (fastify syntax, `:id` for parameters). */
export interface ApiRoute<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const route = <M extends HttpMethod, P extends string>(method: M, path: P): ApiRoute<M, P> => ({ method, path });
