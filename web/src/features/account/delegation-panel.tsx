/** Panel 3: what wallet delegation will do; its form (vault, delegate, Add Link / Remove link) comes with the delegation issue. */
export function DelegationPanel() {
  return (
    <section className="profile-overlay__section" aria-labelledby="delegation-title">
      <h2 id="delegation-title" className="profile-overlay__heading">
        Wallet delegation
      </h2>
      <p className="profile-overlay__text">
        Keep your explorers and wearables safe in a vault wallet and play with another one. Delegation links the two: the town then counts what your
        vault holds as yours, without you moving anything or signing with the vault.
      </p>
      <p className="profile-overlay__text">
        The form comes soon: a vault address, a delegate address (an .eth name works too), and Add Link or Remove link.
      </p>
    </section>
  );
}
