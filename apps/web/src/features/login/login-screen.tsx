import { LANGUAGES, LOGIN_TEXT } from "@lectern/contract";
import { ArrowLeft, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { BrandMark } from "../../components/brand";
import { Spinner } from "../../components/spinner";
import { ThemeToggle } from "../../components/theme-toggle";
import { useAuth } from "../../auth/use-auth";
import { SignInOptions } from "./sign-in-options";

const CAPABILITIES = [
  "Upload a paper as a LaTeX zip, a PDF or an arXiv link",
  "Review and edit the narration script and bullets of every section",
  "Generate LaTeX slides with your paper's figures",
  `Narrate in ${LANGUAGES.length} languages with a female or male voice`,
  "Download, share or upload the finished video",
];

export function LoginScreen() {
  const { status } = useAuth();
  return (
    <div className="relative flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-indigo-50 to-slate-50 px-4 pt-16 pb-12 dark:from-slate-900 dark:to-slate-950">
      <div className="absolute top-3 right-3">
        <ThemeToggle />
      </div>
      <main className="card w-full max-w-md p-6 sm:p-8">
        {status === "loading" ? (
          <div role="status" className="flex flex-col items-center py-10 text-center">
            <Spinner size="xl" />
            <h1 className="mt-6 text-xl font-semibold text-slate-900 dark:text-white">{LOGIN_TEXT.loading}</h1>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{LOGIN_TEXT.verifying}</p>
          </div>
        ) : (
          <>
            <div className="flex flex-col items-center text-center">
              <BrandMark className="h-12 w-12" />
              <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">Welcome to Lectern</h1>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Sign in to turn your research paper into a narrated video presentation.</p>
            </div>
            <div className="mt-8">
              <SignInOptions />
            </div>
            <section aria-labelledby="capabilities-heading" className="mt-8 rounded-xl bg-slate-50 p-4 dark:bg-slate-950/60">
              <h2 id="capabilities-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
                What you can do
              </h2>
              <ul className="mt-3 space-y-2">
                {CAPABILITIES.map((item) => (
                  <li key={item} className="flex gap-2 text-sm text-slate-600 dark:text-slate-300">
                    <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
            <p className="mt-6 text-center text-xs text-slate-500 dark:text-slate-400">
              By signing in, you agree to the terms of service and privacy policy of this Lectern installation.
            </p>
            <div className="mt-6 flex justify-center">
              <Link to="/" className="btn-secondary">
                <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                Back to Home
              </Link>
            </div>
          </>
        )}
      </main>
    </div>
  );
}
