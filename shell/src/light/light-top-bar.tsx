import { loginName, removeLogin, selectLogin, useAppDispatch, useAppSelector } from 'shared/core';
import { HOME_PATH } from '../federation/home-path';

/**
 * The light start's top bar: the page, who is signed in, the way to every other page (the full
 * site, a page load away) and Sign out.
 */
export function LightTopBar({ title }: { title: string }) {
  const login = useAppSelector(selectLogin);
  const dispatch = useAppDispatch();
  const name = loginName(login);
  return (
    <header className="lt-bar">
      <h1>{title}</h1>
      {name && <span className="lt-sm lt-muted">{name}</span>}
      <a className="lt-btn lt-ghost" href={HOME_PATH}>
        All pages
      </a>
      {/* Signed out, the light shell goes to the sign-in page. */}
      <button type="button" className="lt-btn lt-xs" onClick={() => dispatch(removeLogin())}>
        Sign out
      </button>
    </header>
  );
}
