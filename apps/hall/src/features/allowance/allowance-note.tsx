/** 温馨提示 the plan's note under the usage. */
export function AllowanceNote({ text }: { text: string }) {
  return (
    <section className="allowance-note" aria-label="温馨提示">
      <h2 className="allowance-note__title">温馨提示</h2>
      {/* QUERY_SET_MEAL's explain is plain text (the contract says nothing of HTML), so it is shown as text. */}
      <p className="allowance-note__text">{text}</p>
    </section>
  );
}
