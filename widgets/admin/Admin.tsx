/** <soma-admin>: its screens arrive with its own issue; until then it names itself. */
export function Admin() {
  return <p>soma-admin</p>;
}
