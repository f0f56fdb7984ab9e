//! The message of a caught panic, for errors that say what went wrong.

use std::any::Any;

/// The text a panic carried (`panic!`'s formatted `String` or a literal `&str`), if any.
pub fn panic_message(payload: &(dyn Any + Send)) -> Option<&str> {
    payload
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| payload.downcast_ref::<&str>().copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formatted_and_literal_messages_are_read_and_others_are_none() {
        let caught = |f: fn()| std::panic::catch_unwind(f).unwrap_err();
        let hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        let formatted = caught(|| panic!("{} went wrong", 2));
        let literal = caught(|| panic!("plain"));
        let other = caught(|| std::panic::panic_any(7u32));
        std::panic::set_hook(hook);
        assert_eq!(panic_message(&*formatted), Some("2 went wrong"));
        assert_eq!(panic_message(&*literal), Some("plain"));
        assert_eq!(panic_message(&*other), None);
    }
}
