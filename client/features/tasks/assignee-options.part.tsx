/** Who a task can be for: anyone who offers, or one member of the circle (you among them). */
export function AssigneeOptions({
  members,
}: {
  members: readonly { userId: string; name: string; isYou: boolean }[];
}) {
  return (
    <>
      <option value="">Anyone (they can say “I’ll do it”)</option>
      {members.map((member) => (
        <option key={member.userId} value={member.userId}>
          {member.isYou ? `${member.name} (you)` : member.name}
        </option>
      ))}
    </>
  );
}
