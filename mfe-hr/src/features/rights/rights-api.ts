/** 'user_creation_page' -> 'User creation page'. */
export function pageLabel(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
