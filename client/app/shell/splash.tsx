export function Splash() {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6">
      <span
        aria-hidden="true"
        className="border-accent h-12 w-12 animate-spin rounded-full border-4 border-t-transparent"
      />
      <p className="text-lg">Loading your care dashboard</p>
    </div>
  );
}
