/** What the API said was wrong, as the client hands it to its callers. */

export interface FieldProblem {
  property: string;
  code: string;
  message: string;
}

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldProblem[],
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}
