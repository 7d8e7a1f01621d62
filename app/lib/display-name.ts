/** Spec (account side card): first and last name, or the e-mail when there is no first name. */
export function displayName(user: { email: string; firstName: string | null; lastName: string | null }) {
  return user.firstName ? [user.firstName, user.lastName].filter(Boolean).join(" ") : user.email;
}
