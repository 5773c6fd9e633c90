import { Mail } from "lucide-react";

/** Target of the Contact Us links when no address is configured (/about#contact). */
export function ContactSection({ email }: { email: string }) {
  const address = email.trim();
  return (
    <section id="contact" aria-labelledby="contact-heading" className="card mt-16 scroll-mt-24 p-6 sm:p-8">
      <h2 id="contact-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900 dark:text-white">
        <Mail aria-hidden="true" className="h-6 w-6 text-indigo-600 dark:text-indigo-400" />
        Contact
      </h2>
      {address ? (
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          Questions, feedback or a paper you would like to see presented? Write to{" "}
          <a href={`mailto:${address}`} className="link">
            {address}
          </a>
          .
        </p>
      ) : (
        <p className="mt-3 text-slate-600 dark:text-slate-300">No contact address is configured for this installation of Lectern yet.</p>
      )}
    </section>
  );
}
