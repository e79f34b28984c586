/** The message in the server's wording, so client and server errors read alike. */
export function requiredMessage(label: string): string {
  return `The ${label.toLowerCase()} field is required.`;
}
