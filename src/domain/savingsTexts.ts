/** A bundle's discount as the shop writes it (savings.ts): 'Save 17%'. */
export const saveText = (percent: number) => `Save ${percent}%`;
