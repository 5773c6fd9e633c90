import { GetStartedButton } from "./get-started-button";

export function CreateCta() {
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-14 text-center shadow-xl sm:px-12">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white">
          Ready to present your research?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-indigo-100">Sign in, add your keys if you have them, and upload a paper. Your first video is a few steps away.</p>
        <GetStartedButton
          label="Create Your First Video"
          className="mt-8 bg-white! text-indigo-700! hover:bg-indigo-50! dark:bg-white! dark:text-indigo-700! dark:hover:bg-indigo-50!"
        />
      </div>
    </section>
  );
}
