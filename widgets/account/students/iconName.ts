/** An avatar's name from its file: 'cat.svg' -> 'Cat' (the same in every language). */
export const iconName = (file: string) => {
  const base = file.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ');
  return base.charAt(0).toUpperCase() + base.slice(1);
};
